/** The family's profiles (a name and a colour a player can be linked to). */
import { z } from 'zod';
import { id, name } from './fields';

export const profileRequests = {
  'profiles.list': z.object({}).strict(),
  'profiles.create': z.object({ name, color: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional() }).strict(),
  'profiles.rename': z.object({ profileId: id, name }).strict(),
  'profiles.delete': z.object({ profileId: id }).strict(),
} as const;

export interface Profile { id: string; name: string; color: string; createdAt: string }

export interface ProfileResponses {
  'profiles.list': Profile[];
  'profiles.create': Profile;
  'profiles.rename': Profile;
  'profiles.delete': { deleted: true };
}
