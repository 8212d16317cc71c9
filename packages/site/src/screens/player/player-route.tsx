import type { AuthNavigation } from '@dementie/auth';
import { Island, useIslandMarks } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { NotFoundScreen } from '../not-found';
import { PLAYER_ISLAND, RESTART_PARAM } from './player-constants';
import { PlayerIsland, SitePlayer, type TrainingPageProps } from './player-island';
import type { TrainingHead } from './training-head';
import { safeStartingPage } from './training-paths';

/**
 * `/trainingen/:courseId` (spec 1 §2): the training player, without the site's header and footer.
 * The player knows no router; the site hands it navigation, consent, analytics and the certificate form.
 * Where the site serves documents, the page is a document whose one island is the player, started by
 * the player page's own script without the router (decision 0073); in the app (the whole-app mode, or
 * a learner who comes from an app page) the app shows the same player.
 */
export function PlayerRoute() {
  const { courseId: raw } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const isDocument = useIslandMarks();
  const t = useT();
  const head = useLoaderData() as TrainingHead | null;
  useDocumentTitle(head?.name ?? t('site.trainings.title'), { description: head?.description });
  // 'Training opnieuw doen' on the result page links here with ?opnieuw (decision 0026): the player
  // opens a second attempt. The parameter is read once and then taken off the address, so a
  // reload later in that attempt (or of its summary) resumes or reopens it, never a third run.
  const [restart] = useState(() => searchParams.has(RESTART_PARAM));
  useEffect(() => {
    if (!searchParams.has(RESTART_PARAM)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(RESTART_PARAM);
    const query = rest.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
  }, [searchParams, navigate, location.pathname]);
  const courseId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (courseId === null) return <NotFoundScreen />;
  // Spec 3 §2: the page the learner came from, for the exit pages to lead back to (a safe path only).
  const startingPage = safeStartingPage(searchParams.get('startingPageUrl'));
  const page: TrainingPageProps = {
    courseId,
    // Every event carries the training's own name (spec 3 tracking events), not 'training {id}'.
    ...(head?.name ? { trainingName: head.name } : {}),
    restart,
    currentPath: location.pathname,
    ...(startingPage ? { startingPageUrl: startingPage } : {}),
  };
  if (isDocument) {
    return (
      <Island<TrainingPageProps> name={PLAYER_ISLAND} props={page}>
        <PlayerIsland {...page} />
      </Island>
    );
  }
  const navigation: AuthNavigation = {
    navigate: (href, options) => {
      // Links out of the player stay in the app when they are ours; others are full navigations.
      if (href.startsWith('/')) navigate(href, options);
      else window.location.assign(href);
    },
    searchParams,
  };
  return <SitePlayer page={page} navigation={navigation} />;
}
