import type { IncomingMessage, ServerResponse } from 'node:http';

import { Controller, Get, HttpException, HttpStatus, Inject, Param, Put, Query, Req, Res } from '@nestjs/common';
import { allows, MAX_UPLOAD_BYTES, OPERATION_ACCESS, sniffMime, UPLOAD_TOO_LARGE_MESSAGE } from '@pg/domain';

type Request = IncomingMessage;
type Response = ServerResponse;
import { GatewayException } from '../common/gateway.exception';
import { SessionReader } from '../common/session-reader';
import { FILE_STORAGE, type FileStorage, KEY_PATTERN, STORAGE_FAILED_MESSAGE, StoredFileTooLargeError, UploadExistsError } from './file-storage';
import { FilesService, type IssuedUpload, UPLOAD_USED_MESSAGE } from './files.service';
import { UrlSigner } from './url-signer';

// REST half of uploads (spec 000 section 7, DESIGN.md section 6). GraphQL's guard does not
// cover REST: the session and the role matrix are checked here.
@Controller()
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly sessions: SessionReader,
    private readonly signer: UrlSigner,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Get('issuePresignedURL')
  async issue(@Req() req: Request, @Query('file-name') fileName?: string, @Query('file-type') fileType?: string): Promise<IssuedUpload> {
    const user = await this.sessions.fromHeader(req.headers.authorization);
    if (!user) throw new HttpException({ code: 'AUTH_REQUIRED', message: 'Session Expired' }, HttpStatus.UNAUTHORIZED);
    if (user.locked || user.secondFactorEnrolmentRequired || !allows(OPERATION_ACCESS['GET /issuePresignedURL'], user.role)) {
      throw new HttpException({ code: 'FORBIDDEN', message: 'You are not allowed to do this' }, HttpStatus.FORBIDDEN);
    }
    return this.rest(() => this.files.issueUpload(user, fileName, fileType));
  }

  @Put('files/upload/:key')
  async upload(
    @Param('key') key: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (!KEY_PATTERN.test(key) || !this.signer.verify('PUT', key, expires, signature)) {
      sendJson(res, HttpStatus.FORBIDDEN, { message: 'This upload link is invalid or has expired.' });
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (declared > MAX_UPLOAD_BYTES) {
      sendJson(res, HttpStatus.PAYLOAD_TOO_LARGE, { message: UPLOAD_TOO_LARGE_MESSAGE });
      req.resume();
      return;
    }
    const bytes = await readLimited(req, MAX_UPLOAD_BYTES);
    if (!bytes) {
      sendJson(res, HttpStatus.PAYLOAD_TOO_LARGE, { message: UPLOAD_TOO_LARGE_MESSAGE });
      return;
    }
    try {
      await this.files.receiveUpload(key, bytes);
      sendJson(res, HttpStatus.OK, { fileName: key, size: bytes.length });
    } catch (error) {
      if (error instanceof GatewayException) {
        sendJson(res, HttpStatus.UNSUPPORTED_MEDIA_TYPE, { message: error.message });
        return;
      }
      // Each key is written once: bytes already there (perhaps checked and attached) stay.
      if (error instanceof UploadExistsError) {
        sendJson(res, HttpStatus.CONFLICT, { message: UPLOAD_USED_MESSAGE });
        return;
      }
      throw error;
    }
  }

  @Get('files/:key')
  async download(
    @Param('key') key: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    if (!KEY_PATTERN.test(key) || !this.signer.verify('GET', key, expires, signature)) {
      sendJson(res, HttpStatus.FORBIDDEN, { message: 'This link is invalid or has expired.' });
      return;
    }
    const bytes = await this.storage.get(key).catch((error: unknown) => {
      if (error instanceof StoredFileTooLargeError) return undefined;
      throw error;
    });
    if (!bytes) {
      sendJson(res, HttpStatus.NOT_FOUND, { message: 'File not found' });
      return;
    }
    res.setHeader('content-type', sniffMime(bytes) ?? 'application/octet-stream');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('cache-control', 'private, max-age=300');
    res.statusCode = HttpStatus.OK;
    res.end(bytes);
  }

  private async rest<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof GatewayException) {
        // The storage failing is the server's problem (503), not the request's (400).
        const status = error.message === STORAGE_FAILED_MESSAGE ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.BAD_REQUEST;
        throw new HttpException({ message: error.message }, status);
      }
      throw error;
    }
  }
}

/** The request body, or undefined as soon as it passes `limit` bytes (nothing more is buffered). */
function readLimited(req: Request, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

function sendJson(res: Response, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}
