import { fieldsBlock } from '../../blocks/renderer/fields-block';
import { IframeEmbed } from './iframe-embed';

/** The iframeEmbed block: a widget with state, effects or a consent gate: an island on a document page (decision 0067). */
export const iframeEmbedBlock = fieldsBlock('iframeEmbed', IframeEmbed, { island: true });
