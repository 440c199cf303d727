import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.ts';
import { randomToken } from '../../lib/crypto.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export class RejectedFileError extends Error {}

export interface FileStore {
  /**
   * Stores an image under a server-made name and returns that name. The type is read from the
   * bytes, never from the client's file name or declared type.
   */
  saveImage(bytes: Buffer): Promise<string>;
  remove(name: string): Promise<void>;
  /** Absolute directory the stored files are served from. */
  directory: string;
}

export function createFileStore(config: Config): FileStore {
  const directory = config.uploadDir;
  return {
    directory,
    async saveImage(bytes) {
      if (bytes.length === 0) throw new RejectedFileError('El archivo está vacío.');
      if (bytes.length > config.maxUploadBytes) {
        throw new RejectedFileError('La imagen es demasiado grande.');
      }
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !IMAGE_TYPES.has(type.mime)) {
        throw new RejectedFileError('Solo se permiten imágenes (JPG, PNG, WebP, GIF o AVIF).');
      }
      await fs.mkdir(directory, { recursive: true });
      const name = `${randomToken()}.${type.ext}`;
      await fs.writeFile(path.join(directory, name), bytes, { flag: 'wx' });
      return name;
    },
    async remove(name) {
      if (!/^[\w-]+\.\w+$/.test(name)) return;
      await fs.rm(path.join(directory, name), { force: true });
    },
  };
}
