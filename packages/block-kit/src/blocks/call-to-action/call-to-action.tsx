import { CmsLink } from '../../content/cms-link';
import { BlockHeading } from '../../content/heading-level';
import { RichText } from '../../content/rich-text';
import type { BlockComponentProps } from '../renderer/registry';
import { colorClass } from '../shared/color-class';

/** call_to_action: title, intro, the internal link as a button and the external link. */
export function CallToAction({ block }: BlockComponentProps<'callToAction'>) {
  return (
    <section
      className={['bk-block', 'bk-call-to-action', colorClass('bk-call-to-action', block.color)].join(' ')}
    >
      <BlockHeading>{block.title}</BlockHeading>
      {block.intro ? <RichText html={block.intro} /> : null}
      <div className="bk-actions">
        {block.primaryLink ? <CmsLink link={block.primaryLink} as="button" /> : null}
        {block.secondaryLink ? (
          <CmsLink link={block.secondaryLink} as={block.secondLinkType} variant="secondary" />
        ) : null}
      </div>
    </section>
  );
}
