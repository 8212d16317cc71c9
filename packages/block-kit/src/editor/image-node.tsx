import {
  DecoratorNode,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
} from 'lexical';
import type { ReactNode } from 'react';

/** The serialized image of the editor (raw content IMAGE entity: src and alt). */
export interface SerializedImageNode extends SerializedLexicalNode {
  src: string;
  alt: string;
  /** The editor chose 'decoration only' (alt is then ''). */
  decorative?: boolean;
  /** The original's size, when known, so visitors' pages reserve its space. */
  width?: number;
  height?: number;
}

/** What an image node knows besides src and alt. */
export interface ImageNodeExtras {
  readonly decorative?: boolean | undefined;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

/**
 * An image in rich text, placed with the image picker (spec 2 §3.7: image with src). A block of its
 * own, as an atomic block of the raw content.
 */
export class ImageNode extends DecoratorNode<ReactNode> {
  __src: string;
  __alt: string;
  __extras: ImageNodeExtras;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__extras, node.__key);
  }

  static override importJSON(serialized: Record<string, unknown>): ImageNode {
    return $createImageNode(
      typeof serialized.src === 'string' ? serialized.src : '',
      typeof serialized.alt === 'string' ? serialized.alt : '',
      {
        decorative: serialized.decorative === true,
        width: positive(serialized.width),
        height: positive(serialized.height),
      },
    );
  }

  constructor(src: string, alt: string, extras: ImageNodeExtras = {}, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
    this.__extras = extras;
  }

  override exportJSON(): SerializedImageNode {
    const { decorative, width, height } = this.__extras;
    return {
      type: 'image',
      version: 1,
      src: this.__src,
      alt: this.__alt,
      ...(decorative ? { decorative: true } : {}),
      ...(width && height ? { width, height } : {}),
    };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement('div');
    element.className = 'bk-rte__image';
    return element;
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const image = document.createElement('img');
    image.src = this.__src;
    image.alt = this.__alt;
    return { element: image };
  }

  override isInline(): false {
    return false;
  }

  override decorate(): ReactNode {
    return <img src={this.__src} alt={this.__alt} />;
  }
}

/** Makes an image node. */
export function $createImageNode(src: string, alt: string, extras: ImageNodeExtras = {}): ImageNode {
  return new ImageNode(src, alt, extras);
}

/** True when the node is an image. */
export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
