import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { ImpactFigures } from './impact-figures';

/** The impactFigures block: the widget renders the block's fields as they are. */
export const impactFiguresBlock = fieldsBlock('impactFigures', ImpactFigures);
