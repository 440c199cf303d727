import { HTTPError } from 'ky';
import type { User } from '@/api/users.ts';
import { api } from '@/lib/http.ts';

export interface ProfileForm {
  name: string;
  email: string;
  /** YYYY-MM-DD, or '' when unknown. */
  dob: string;
  dni: string;
  isUca: boolean;
  /** Sent only when filled. */
  password: string;
  /** Sent only when newly chosen. */
  image: File | null;
  /** The UCA student card picture; sent only when newly chosen. */
  universityCard: File | null;
}

export type ProfileUpdateResult =
  { ok: true; user: User | null; message: string } | { ok: false; message: string };

interface UpdateAnswer {
  success?: boolean;
  message?: string;
  user?: User;
}

/** The multipart body of PUT /users/update, with the spec's optional parts left out when empty. */
export function profileFormData(form: ProfileForm): FormData {
  const data = new FormData();
  data.set('name', form.name.trim());
  data.set('email', form.email.trim());
  data.set('dob', form.dob);
  data.set('dni', form.dni.trim());
  data.set('isUca', String(form.isUca));
  if (form.password) data.set('password', form.password);
  if (form.image) data.set('image', form.image, form.image.name);
  if (form.universityCard) {
    data.set('universityCard', form.universityCard, form.universityCard.name);
  }
  return data;
}

/**
 * PUT /users/update. Refusals come back as results carrying the server's message (or the spec's
 * fallback); only a failure to get any answer is an 'unexpected' error.
 */
export async function updateProfile(form: ProfileForm): Promise<ProfileUpdateResult> {
  let answer: UpdateAnswer;
  try {
    answer = await api.put('users/update', { body: profileFormData(form) }).json<UpdateAnswer>();
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const body = (await error.response
      .clone()
      .json()
      .catch(() => ({}))) as UpdateAnswer;
    return { ok: false, message: body.message || 'Error al actualizar el perfil' };
  }
  if (!answer.success)
    return { ok: false, message: answer.message || 'Error al actualizar el perfil' };
  return { ok: true, user: answer.user ?? null, message: 'Perfil actualizado con éxito' };
}
