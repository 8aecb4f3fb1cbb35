import { ChampionshipCreate } from '@/features/admin-championships/components/championship-create';
import { ChampionshipsAdmin } from '@/features/admin-championships/components/championships-admin';
import { EntriesAdmin } from '@/features/admin-championships/components/entries-admin';
import { IracingSessionsAdmin } from '@/features/admin-championships/components/iracing-sessions-admin';
import { EnrolUserForm } from '@/features/admin-championships/components/enrol-user';
import { RaceCreate } from '@/features/admin-championships/components/race-create';
import { RacesAdmin } from '@/features/admin-championships/components/races-admin';
import { ScoringEditor } from '@/features/admin-championships/components/scoring/scoring-editor';
import { SponsorsAdmin } from '@/features/admin-sponsors/components/sponsors-admin';
import { SeasonsAdmin } from '@/features/admin-seasons/components/seasons-admin';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useParams } from 'react-router-dom';

export function AdminChampionshipsRoute() {
  useDocumentTitle('Campeonatos');
  return <ChampionshipsAdmin />;
}

export function AdminChampionshipCreateRoute() {
  useDocumentTitle('Crear campeonato');
  return <ChampionshipCreate />;
}

export function AdminEnrolUserRoute() {
  useDocumentTitle('Inscribir usuario');
  return <EnrolUserForm />;
}

export function AdminRacesRoute() {
  useDocumentTitle('Carreras');
  return <RacesAdmin />;
}

export function AdminRaceCreateRoute() {
  useDocumentTitle('Nueva Carrera');
  return <RaceCreate />;
}

export function AdminSeasonsRoute() {
  useDocumentTitle('Series y temporadas');
  return <SeasonsAdmin />;
}

export function AdminSponsorsRoute() {
  useDocumentTitle('Logos Sponsors');
  return <SponsorsAdmin />;
}

export function AdminEntriesRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Inscritos');
  return <EntriesAdmin key={id} campeonatoId={id} />;
}

export function AdminScoringRoute() {
  useDocumentTitle('Puntuación del campeonato');
  const { id } = useParams();
  return <ScoringEditor campeonatoId={id ?? ''} />;
}

export function AdminIracingSessionsRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Sesiones de iRacing');
  return <IracingSessionsAdmin key={id} campeonatoId={id} />;
}
