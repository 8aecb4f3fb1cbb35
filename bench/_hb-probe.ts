import { startDemoSite } from './lighthouse.js';
import { homeBundleReport } from './home-bundle.js';
const site = await startDemoSite();
try {
  const r = await homeBundleReport(site.base);
  for (const f of r.files) console.log(f.gzipBytes, f.file);
} finally {
  await site.stop();
}
