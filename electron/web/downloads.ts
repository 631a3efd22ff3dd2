import { randomBytes } from 'node:crypto';
import type { ExportSink } from '../core/ipc/activity';

const TTL_MS = 5 * 60_000;

interface Download {
  fileName: string;
  mime: string;
  body: Buffer;
  expiresAt: number;
}

/**
 * The browser host's stand-in for a save dialog: an export is held under an unguessable id and
 * handed out once, as an attachment, at `/download/<id>`, for five minutes.
 */
export class Downloads {
  private readonly pending = new Map<string, Download>();

  constructor(private readonly now: () => number = Date.now) {}

  readonly sink: ExportSink = async (fileName, mime, content) => {
    const chunks: Buffer[] = [];
    for await (const chunk of content) chunks.push(Buffer.from(chunk, 'utf8'));
    const id = randomBytes(18).toString('base64url');
    this.pending.set(id, {
      fileName,
      mime,
      body: Buffer.concat(chunks),
      expiresAt: this.now() + TTL_MS,
    });
    return { kind: 'download', url: `/download/${id}`, file_name: fileName };
  };

  take(id: string): Download | undefined {
    for (const [key, d] of this.pending) if (d.expiresAt < this.now()) this.pending.delete(key);
    const download = this.pending.get(id);
    this.pending.delete(id);
    return download;
  }
}
