/**
 * The byte tools of a move log: a growing byte buffer with LEB128 varints and packed bit
 * fields, URL-safe base64 without padding (RFC 4648 §5: A–Z a–z 0–9 - _), and a 24-bit FNV-1a
 * checksum. Pure and bounded: a reader never reads past its bytes, a varint never runs past
 * five bytes, so a hostile input costs its own length and no more.
 */

import { FNV_OFFSET, fnvMix, URL_SAFE_ALPHABET, urlSafeValue } from '../../core/urlSafe';

export class ByteWriter {
  private bytes = new Uint8Array(256);
  size = 0;

  byte(value: number): void {
    if (this.size === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.size++] = value & 0xff;
  }

  /** An unsigned whole number below 2^35, seven bits a byte, low bits first. */
  varint(value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.byte((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.byte(rest);
  }

  /** Values of `bits` bits each, packed low bits first, padded to a whole byte. */
  packed(values: ArrayLike<number>, bits: number): void {
    let acc = 0;
    let held = 0;
    for (let i = 0; i < values.length; i++) {
      acc |= values[i]! << held;
      held += bits;
      while (held >= 8) {
        this.byte(acc & 0xff);
        acc >>>= 8;
        held -= 8;
      }
    }
    if (held > 0) this.byte(acc);
  }

  /** Three bytes, high first. */
  uint24(value: number): void {
    this.byte(value >>> 16);
    this.byte(value >>> 8);
    this.byte(value);
  }

  done(): Uint8Array {
    return this.bytes.slice(0, this.size);
  }
}

/** Thrown by a reader that runs out of bytes (the log was cut) or meets a varint too long. */
export class ReadPastEnd extends Error {}
export class BadVarint extends Error {}

export class ByteReader {
  at = 0;
  constructor(private readonly bytes: Uint8Array, private readonly end: number = bytes.length) {}

  get left(): number {
    return this.end - this.at;
  }

  byte(): number {
    if (this.at >= this.end) throw new ReadPastEnd();
    return this.bytes[this.at++]!;
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 5; i++) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 0x80;
    }
    throw new BadVarint();
  }

  /** `count` values of `bits` bits each (as ByteWriter.packed wrote them), handed one by one to `take`. */
  packed(count: number, bits: number, take: (value: number, index: number) => void): void {
    const mask = (1 << bits) - 1;
    let acc = 0;
    let held = 0;
    for (let i = 0; i < count; i++) {
      while (held < bits) {
        acc |= this.byte() << held;
        held += 8;
      }
      take(acc & mask, i);
      acc >>>= bits;
      held -= bits;
    }
  }

  uint24(): number {
    return (this.byte() << 16) | (this.byte() << 8) | this.byte();
  }
}

/** Bytes as URL-safe base64 text, unpadded. */
export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) text += URL_SAFE_ALPHABET[(n >>> (18 - 6 * c)) & 63];
  }
  return text;
}

/** URL-safe base64 text back to bytes; null when a character is outside its alphabet or the length cannot be one (4k+1). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let held = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = urlSafeValue(code);
    if (value < 0) return null;
    acc = ((acc << 6) | value) & 0xffffff;
    held += 6;
    if (held >= 8) {
      held -= 8;
      bytes[at++] = (acc >>> held) & 0xff;
    }
  }
  return bytes;
}

/** FNV-1a over bytes (or a string's UTF-16 units), folded to 24 bits: a checksum, not a secret. */
export function fnv24(data: Uint8Array | string, end: number = data.length): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < end; i++) hash = fnvMix(hash, typeof data === 'string' ? data.charCodeAt(i) : data[i]!);
  return ((hash >>> 24) ^ hash) & 0xffffff;
}
