import type { ImpactFiguresBlock } from '@dementie/cms-model';
import { ListSection } from '../shared/list-section';

/** Props of `ImpactFigures`: the `impactFigures` block's data. */
export type ImpactFiguresProps = Omit<ImpactFiguresBlock, 'kind' | 'id'> & { className?: string };

/** Big figures with what they mean (spec 2 §2.5). */
export function ImpactFigures({ title, figures, className }: ImpactFiguresProps) {
  return (
    <ListSection name="bk-impact" className={className} title={title} items={figures}>
      {(figure) => (
        <li key={figure.label} className="bk-impact__item">
          <span className="bk-impact__value">{figure.value}</span>{' '}
          <span className="bk-impact__label">{figure.label}</span>
        </li>
      )}
    </ListSection>
  );
}
