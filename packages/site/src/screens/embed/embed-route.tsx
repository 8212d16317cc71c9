import { Island, useIslandMarks } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { useLoaderData, useLocation, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { TrainingHead } from '../player/training-head';
import { EMBED_ISLAND } from './embed-constants';
import { EmbedNotFound } from './embed-layout';
import { EmbedPlayer, type EmbedPlayerProps } from './embed-player';

/**
 * `/embed/trainingen/:courseId` (decision 0085): the training player alone, for another
 * site's iframe. The same loader as the player page (the training's name for the title and the
 * events, 404 for a training that does not exist) and, where the site serves documents, a document
 * whose one island is the player, started by the player page's script (decision 0073). Not for search
 * engines: the training's own page is `/trainingen/:courseId`.
 */
export function EmbedRoute() {
  const { courseId: raw } = useParams();
  const location = useLocation();
  const isDocument = useIslandMarks();
  const t = useT();
  const head = useLoaderData() as TrainingHead | null;
  useDocumentTitle(head?.name ?? t('site.trainings.title'), {
    ...(head?.description ? { description: head.description } : {}),
    noindex: true,
  });
  const courseId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (courseId === null) return <EmbedNotFound />;
  const page: EmbedPlayerProps = {
    courseId,
    ...(head?.name ? { trainingName: head.name } : {}),
    currentPath: location.pathname,
  };
  if (!isDocument) return <EmbedPlayer {...page} />;
  return (
    <Island<EmbedPlayerProps> name={EMBED_ISLAND} props={page}>
      <EmbedPlayer {...page} />
    </Island>
  );
}
