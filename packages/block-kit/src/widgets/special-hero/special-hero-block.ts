import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { SpecialHero } from './special-hero';

/** The specialHero block: the widget renders the block's fields as they are. */
export const specialHeroBlock = fieldsBlock('specialHero', SpecialHero);
