import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { PreFooterCta } from './pre-footer-cta';

/** The preFooterCta block: the widget renders the block's fields as they are. */
export const preFooterCtaBlock = fieldsBlock('preFooterCta', PreFooterCta);
