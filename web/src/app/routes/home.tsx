import { CONTACT } from '@/components/layout/nav-items';
import { CallToAction } from '@/features/home/components/call-to-action';
import {
  ChampionshipsPlaceholder,
  ContactInfo,
  HeroSection,
  MomentsPlaceholder,
  ResultsTeaser,
  SponsorsPlaceholder,
} from '@/features/home/components/home-sections';
import { SingleEventsSection } from '@/features/single-events/components/single-events-section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

export function HomeRoute() {
  useDocumentTitle();
  const { user } = useSession();
  return (
    <>
      <HeroSection signedIn={user !== null} />
      <ChampionshipsPlaceholder />
      <SingleEventsSection />
      <MomentsPlaceholder />
      <ResultsTeaser />
      <CallToAction />
      <SponsorsPlaceholder />
      <ContactInfo {...CONTACT} />
    </>
  );
}
