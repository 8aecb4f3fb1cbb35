import { useEffect } from 'react';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import { CONTACT } from '@/components/layout/nav-items';
import { MomentsSection } from '@/features/championships/components/moments-section';
import { ContactSection } from '@/features/contact/components/contact-section';
import { LastRacePodium } from '@/features/race-results/components/last-race-podium';
import { SingleEventsSection } from '@/features/single-events/components/single-events-section';
import { LastSeasonChampions } from '@/features/seasons/components/hall-of-champions';
import { SponsorsSection } from '@/features/sponsors/components/sponsors-section';
import { isRunning, StandingsTopSection } from '@/features/standings/components/standings-top';
import { CallToAction } from '@/features/home/components/call-to-action';
import { ResultsTeaser } from '@/features/home/components/results-teaser';
import { ShowcastSection } from '@/features/home/components/showcast-section';
import { useNow } from '@/lib/use-now';

export interface HomeLaterProps {
  championships: Championship[] | undefined;
  signedIn: boolean;
  /** The section a link asked for (`/#contactSection`) before this part had loaded: scrolled to once shown. */
  scrollTo: string | null;
}

/** Between seasons (no championship running nor open for entry), the last season's champions; its own component, as the clock ticks here only. */
function BetweenSeasons({ championships }: { championships: Championship[] | undefined }) {
  const now = useNow();
  const between = championships !== undefined && !championships.some((c) => c.inscripcionAbierta || isRunning(c, now));
  return between ? <LastSeasonChampions /> : null;
}

/**
 * The home page below the championships, in the order of spec 1 §2: a chunk of its own (see
 * home-later-gate.tsx), loaded as the visitor goes down towards it or follows a link to one of its sections.
 */
export default function HomeLater({ championships, signedIn, scrollTo }: HomeLaterProps) {
  useEffect(() => {
    if (scrollTo) document.getElementById(scrollTo)?.scrollIntoView();
  }, [scrollTo]);
  return (
    <>
      <BetweenSeasons championships={championships} />
      <StandingsTopSection championships={championships} />
      <SingleEventsSection />
      <LastRacePodium />
      <MomentsSection />
      <ShowcastSection />
      <ResultsTeaser />
      <CallToAction signedIn={signedIn} />
      <SponsorsSection />
      <ContactSection {...CONTACT} />
    </>
  );
}
