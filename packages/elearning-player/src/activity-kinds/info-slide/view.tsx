import type { ReactNode } from 'react';
import { ContentSlide } from '../../ui/activities/content-slide';
import type { ActivityKindViewProps } from '../kind';

/** An info slide (spec 3 §2): rich content; it is marked done when shown (spec 3 §4). */
export function InfoSlideActivity({ content }: Pick<ActivityKindViewProps, 'content'>): ReactNode {
  return <ContentSlide content={content} />;
}
