import { CONTACT } from '@/components/layout/nav-items';
import { CallToAction } from '@/features/home/components/call-to-action';
import { LastRacePodium } from '@/features/race-results/components/last-race-podium';
import {
  ChampionshipsPlaceholder,
  ContactInfo,
  HeroSection,
  MomentsPlaceholder,
  ResultsTeaser,
  SponsorsPlaceholder,
} from '@/features/home/components/home-sections';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

export function HomeRoute() {
  useDocumentTitle();
  const { user } = useSession();
  return (
    <>
      <HeroSection signedIn={user !== null} />
      <ChampionshipsPlaceholder />
      <MomentsPlaceholder />
      <ResultsTeaser />
      <LastRacePodium />
      <CallToAction />
      <SponsorsPlaceholder />
      <ContactInfo {...CONTACT} />
    </>
  );
}
