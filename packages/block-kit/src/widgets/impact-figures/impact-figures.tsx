import type { ImpactFiguresBlock } from '@dementie/cms-model';

/** Props of `ImpactFigures`: the `impactFigures` block's data. */
export type ImpactFiguresProps = Omit<ImpactFiguresBlock, 'kind' | 'id'> & { className?: string };

/** Big figures with what they mean (spec 2 §2.5). */
export function ImpactFigures({ title, figures, className }: ImpactFiguresProps) {
  // A list block with nothing in it shows nothing: no lone heading above an empty space.
  if (figures.length === 0) return null;
  return (
    <section className={['bk-impact', className].filter(Boolean).join(' ')}>
      {title ? <h2 className="bk-section-title">{title}</h2> : null}
      <ul className="bk-impact__list">
        {figures.map((figure) => (
          <li key={figure.label} className="bk-impact__item">
            <span className="bk-impact__value">{figure.value}</span>{' '}
            <span className="bk-impact__label">{figure.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
