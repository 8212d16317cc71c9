import type { PortraitsBlock } from '@dementie/cms-model';
import { ResponsiveImage } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import { ListSection } from '../shared/list-section';

/** Props of `Portraits`: the `portraits` block's data. */
export type PortraitsProps = Omit<PortraitsBlock, 'kind' | 'id'> & { className?: string };

/** People with a role and a quote (spec 2 §2.5). */
export function Portraits({ title, items, className }: PortraitsProps) {
  return (
    <ListSection name="bk-portraits" className={className} title={title} items={items}>
      {(person) => (
        <li key={person.name}>
          <figure className="bk-portrait">
            <ResponsiveImage
              image={person.image}
              sizes="160px"
              crop="frame"
              cutToCrop
              className="bk-portrait__image"
            />
            {person.quote ? (
              <blockquote className="bk-portrait__quote">
                <RichText html={person.quote} />
              </blockquote>
            ) : null}
            <figcaption className="bk-portrait__caption">
              <strong>{person.name}</strong>
              {person.role ? <span>{person.role}</span> : null}
            </figcaption>
          </figure>
        </li>
      )}
    </ListSection>
  );
}
