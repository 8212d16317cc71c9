import type { TeachingActivityWithContent } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { RichContent } from '../rich-content';
import { useVideoTracking } from '../use-video-tracking';
import { SaveStatus } from './question-parts';

/**
 * A page of an activity's rich content (spec 3 §2), editable in admin mode: the info slide's view,
 * the ending pages' content, and what a kind the player does not show on its own falls back to.
 */
export function ContentSlide({ content }: { readonly content: TeachingActivityWithContent }): ReactNode {
  const t = useT();
  const onVideoEvent = useVideoTracking(content.activity.id);
  return (
    <div className="ep-activity ep-info-slide">
      <RichContent
        value={content.activity.slideContent}
        onVideoEvent={onVideoEvent}
        target={{ kind: 'TeachingActivity', id: content.activity.id, field: 'SlideContent' }}
        editorHeading={t('editor.document.activityHeading', { title: content.activity.title })}
      />
      <SaveStatus activityId={content.activity.id} />
    </div>
  );
}
