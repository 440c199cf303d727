import { useMutation } from '@tanstack/react-query';
import type { User } from '@/api/users.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readSuccess } from '@/lib/http.ts';
import { useSession } from '@/lib/session.tsx';
import { t } from '@/i18n/index.ts';

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

interface UpdateAnswer {
  success: boolean;
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

/** PUT /users/update; the answer's user becomes the session user. */
export function useUpdateProfile() {
  const session = useSession();
  return useMutation({
    mutationFn: (form: ProfileForm) =>
      readSuccess<UpdateAnswer>(api.put('users/update', { body: profileFormData(form) })),
    onSuccess: (answer) => {
      // The new user re-keys the profile form, which restarts from the saved values.
      if (answer.user) session.setUser(answer.user);
      notifySuccess(t('account.profileUpdated'));
    },
    onError: toastOnError({
      fallback: t('account.profileUpdateFailed'),
      unexpected: t('account.profileUpdateUnexpected'),
    }),
  });
}
