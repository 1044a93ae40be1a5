import { TOTAL_COUNT_HEADER } from '@shared/constants';
import type { PaginationQuery } from '@shared/schemas/common';
import type { FastifyReply } from 'fastify';

export function offsetOf({ page, limit }: PaginationQuery): number {
  return (page - 1) * limit;
}

/** Lists stay JSON arrays; the total travels in X-Total-Count (docs/product.md#the-api). */
export function sendPage<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  return rows;
}
