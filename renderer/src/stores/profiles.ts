/** Family player profiles (name + colour), kept in the order the services return them. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Profile } from '../../../shared/ipc/contract';
import { request } from './request';

export const useProfiles = defineStore('profiles', () => {
  const profiles = ref<Profile[]>([]);
  const loaded = ref(false);

  async function load(): Promise<void> {
    const data = await request('profiles.list', {});
    if (data) {
      profiles.value = data;
      loaded.value = true;
    }
  }

  async function create(name: string, color: string): Promise<Profile | null> {
    const created = await request('profiles.create', { name, color });
    if (created) profiles.value = [...profiles.value, created];
    return created;
  }

  async function rename(profileId: string, name: string): Promise<boolean> {
    const renamed = await request('profiles.rename', { profileId, name });
    if (renamed) profiles.value = profiles.value.map((p) => (p.id === renamed.id ? renamed : p));
    return renamed !== null;
  }

  async function remove(profileId: string): Promise<boolean> {
    const done = await request('profiles.delete', { profileId });
    if (done) profiles.value = profiles.value.filter((p) => p.id !== profileId);
    return done !== null;
  }

  return { profiles, loaded, load, create, rename, remove };
});
