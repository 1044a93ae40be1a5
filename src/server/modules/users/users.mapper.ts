import type { Me, User } from '@shared/schemas/auth';
import type { UserRecord } from './users.repository';

export function toUserDto(row: UserRecord): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.image ?? '',
    role: row.role === 'admin' ? 'admin' : 'user',
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMeDto(row: UserRecord, now = new Date()): Me {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.image ?? '',
    role: row.role === 'admin' ? 'admin' : 'user',
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    premium: row.premiumUntil !== null && row.premiumUntil > now,
  };
}
