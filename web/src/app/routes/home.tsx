import { CONTACT } from '@/components/layout/nav-items';
import { useChampionships } from '@/features/championships/api/get-championships';
import { ChampionshipsSection } from '@/features/championships/components/championships-list';
import { MomentsSection } from '@/features/championships/components/moments-section';
import { ContactSection } from '@/features/contact/components/contact-section';
import { CallToAction } from '@/features/home/components/call-to-action';
import { CategoriesSection, GroupChatButton, ShowcastSection } from '@/features/home/components/home-extras';
import { HeroSection, ResultsTeaser } from '@/features/home/components/home-sections';
import { SponsorsSection } from '@/features/sponsors/components/sponsors-section';
import { StandingsTopSection } from '@/features/standings/components/standings-top';
import { SingleEventsSection } from '@/features/single-events/components/single-events-section';
import { LastRacePodium } from '@/features/race-results/components/last-race-podium';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

/** The home page, in the order of spec 1 §2. */
export function HomeRoute() {
  useDocumentTitle();
  const { user } = useSession();
  // The same list the championship cards read (one request): the standings show the running ones.
  const championships = useChampionships();
  return (
    <>
      <HeroSection signedIn={user !== null} />
      <CategoriesSection />
      <ChampionshipsSection />
      <StandingsTopSection championships={championships.data} />
      <SingleEventsSection />
      <LastRacePodium />
      <MomentsSection />
      <ShowcastSection />
      <ResultsTeaser />
      <CallToAction signedIn={user !== null} />
      <SponsorsSection />
      <ContactSection {...CONTACT} />
      <GroupChatButton />
    </>
  );
}
