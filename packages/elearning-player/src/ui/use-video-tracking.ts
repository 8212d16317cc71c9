import { useCallback } from 'react';
import { usePlayerConfig, usePlayerSelector } from './context';

/** Tracks video start/pause/complete with training name, step and sub-step (spec 3 §7). */
export function useVideoTracking(activityId: number): (event: 'start' | 'pause' | 'complete') => void {
  const { track, trainingName } = usePlayerConfig();
  const chapters = usePlayerSelector((state) => state.chapters);
  return useCallback(
    (event) => {
      const chapterIndex = chapters.findIndex((c) => c.activities?.some((a) => a.id === activityId));
      const activityIndex = chapters[chapterIndex]?.activities?.findIndex((a) => a.id === activityId) ?? -1;
      track({
        event: `video_${event}`,
        training_name: trainingName,
        step: chapterIndex + 1,
        sub_step: activityIndex + 1,
      });
    },
    [track, trainingName, chapters, activityId],
  );
}
