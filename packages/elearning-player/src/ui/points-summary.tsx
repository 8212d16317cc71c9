import { useT } from '@dementie/i18n-catalogues/react';
import { createContext, type ReactNode, useContext } from 'react';
import { earnedCoursePoints } from '../domain/course';
import { pointsLeft } from '../domain/points';
import { usePlayerSelector } from './context';
import { ScoreFlower } from './score-flower';

/**
 * True inside the summary screen: its result section already shows the score flower and the points
 * still needed, so a PointsSummery block of the course's own summary content is not repeated there
 * (one flower per screen, decision 0027).
 */
export const PointsSummaryShownElsewhere = createContext(false);

/**
 * The points summary (spec 3 §2, the PointsSummery block): 'Dankjewel', the points still needed
 * for the certificate or that none are left, and the score flower. Points left = max(0, rounded
 * stored minimum acceptable score minus earned points) (spec 3 §5).
 */
export function PointsSummary(): ReactNode {
  const t = useT();
  const earned = usePlayerSelector((state) => earnedCoursePoints(state.chapters));
  const minimum = usePlayerSelector((state) => state.minAcceptableScore);
  const elsewhere = useContext(PointsSummaryShownElsewhere);
  if (elsewhere) return null;
  const left = minimum === undefined ? undefined : pointsLeft(minimum, earned);
  return (
    <section className="ep-points-summary" aria-labelledby="ep-points-summary-title">
      <h2 id="ep-points-summary-title">{t('player.pointsSummary.title')}</h2>
      {left === undefined ? null : (
        <p className="ep-points-summary__left">
          {left > 0 ? t('player.pointsLeft', { n: left }) : t('player.noPointsLeft')}
        </p>
      )}
      <ScoreFlower score={earned} max={Math.max(earned, Math.round(minimum ?? earned))} animated={false} />
    </section>
  );
}
