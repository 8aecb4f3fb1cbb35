import { useCurrentChampionships } from '@/features/championships/api/get-championships';
import { ChampionshipsSection } from '@/features/championships/components/championships-list';
import { CategoriesSection, GroupChatButton } from '@/features/home/components/home-extras';
import { HeroSection } from '@/features/home/components/home-sections';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';
import { HomeLaterGate } from './home-later-gate';

/** The home page, in the order of spec 1 §2; what follows the championships loads as the visitor nears it. */
export function HomeRoute() {
  useDocumentTitle();
  const { user } = useSession();
  // The same list the championship cards read (one request, the current editions): the standings show the running ones.
  const championships = useCurrentChampionships();
  return (
    <>
      <HeroSection signedIn={user !== null} />
      <CategoriesSection />
      <ChampionshipsSection />
      <HomeLaterGate championships={championships.data?.data} settled={!championships.isLoading} signedIn={user !== null} />
      <GroupChatButton />
    </>
  );
}
