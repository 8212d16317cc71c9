import type { TeachingActivityWithContent } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { SaveStatus } from '../../ui/activities/question-parts';
import { RichContent } from '../../ui/rich-content';
import { useVideoTracking } from '../../ui/use-video-tracking';

/** An info slide (spec 3 §2): rich content; it is marked done when shown (spec 3 §4). */
export function InfoSlideActivity({ content }: { readonly content: TeachingActivityWithContent }): ReactNode {
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
