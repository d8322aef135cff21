// An uploaded picture inside the article text: shown as an <img> while editing, exported as one in the HTML.
import type { JSX } from 'react';
import { InlineImage } from './InlineImage';
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';

export type SerializedImageNode = Spread<{ src: string; altText: string }, SerializedLexicalNode>;

function convertImageElement(element: HTMLElement): DOMConversionOutput | null {
  if (!(element instanceof HTMLImageElement)) return null;
  const src = element.getAttribute('src');
  if (!src) return null;
  return { node: $createImageNode(src, element.getAttribute('alt') ?? '') };
}

export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __altText: string;

  static getType(): string {
    return 'image';
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__altText, node.__key);
  }

  static importJSON(serialized: SerializedImageNode): ImageNode {
    return $createImageNode(serialized.src, serialized.altText);
  }

  static importDOM(): DOMConversionMap {
    return { img: () => ({ conversion: convertImageElement, priority: 0 }) };
  }

  constructor(src: string, altText: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__altText = altText;
  }

  getAltText(): string {
    return this.getLatest().__altText;
  }

  setAltText(altText: string): void {
    this.getWritable().__altText = altText;
  }

  exportJSON(): SerializedImageNode {
    return { type: 'image', version: 1, src: this.__src, altText: this.__altText };
  }

  exportDOM(): DOMExportOutput {
    const image = document.createElement('img');
    image.setAttribute('src', this.__src);
    image.setAttribute('alt', this.__altText);
    return { element: image };
  }

  createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'inline-block max-w-full';
    return span;
  }

  updateDOM(): false {
    return false;
  }

  isInline(): true {
    return true;
  }

  getTextContent(): string {
    return '';
  }

  decorate(): JSX.Element {
    return <InlineImage nodeKey={this.getKey()} src={this.__src} altText={this.__altText} />;
  }
}

export function $createImageNode(src: string, altText: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, altText));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
