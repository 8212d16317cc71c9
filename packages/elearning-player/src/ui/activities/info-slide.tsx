import type { TeachingActivityWithContent } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { RichContent } from '../rich-content';
import { useVideoTracking } from '../use-video-tracking';
import { SaveStatus } from './question-parts';

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
