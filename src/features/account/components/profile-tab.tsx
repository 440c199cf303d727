import {
  Checkbox,
  FileButton,
  FileInput,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import type { User } from '@/api/users.ts';
import { OnlineButton } from '@/components/online-button.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { isMemberRole } from '@/domain/roles.ts';
import { notifyError } from '@/lib/feedback.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { DateField } from '@/components/date-field.tsx';
import { t as translate } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';

/** Only pictures may be picked; the server checks the bytes as well. */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** A local preview of the chosen picture; the previous one is released when it changes. */
function usePreview(): [string | null, (file: File | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current =
      file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show];
}

/** Only pictures are taken; anything else is refused with a toast. */
function isImage(file: File): boolean {
  if (file.type.startsWith('image/')) return true;
  notifyError(translate('account.chooseImage'));
  return false;
}

/** The avatar, a button that picks a new picture, showing it before it is saved. */
function AvatarPicker({
  user,
  preview,
  chosen,
  onPick,
}: {
  user: User;
  preview: string | null;
  chosen: File | null;
  onPick: (file: File | null) => void;
}) {
  const t = useT();
  const caption = chosen ? chosen.name : t('account.tapToChangePhoto');
  return (
    <FileButton onChange={onPick} accept={IMAGE_TYPES}>
      {(props) => (
        <UnstyledButton
          {...props}
          // What the button says is part of its name, so a voice command with those words works.
          aria-label={t('account.changePhoto', { caption })}
          style={{ alignSelf: 'center', textAlign: 'center' }}
        >
          <UserAvatar
            image={preview ?? user.image}
            name={user.name}
            member={isMemberRole(user.role)}
            size={96}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {caption}
          </Text>
        </UnstyledButton>
      )}
    </FileButton>
  );
}

/** Perfil 'Detalles de usuario'. */
export function ProfileTab({ user }: { user: User }) {
  const t = useT();
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: {
      name: user.name,
      email: user.email,
      dob: user.dob ?? '',
      dni: user.dni ?? '',
      password: '',
    },
  });
  const [image, setImage] = useState<File | null>(null);
  // A card already on file means the UCA request stands; unticking withdraws it.
  const [isUca, setIsUca] = useState(user.isUca || Boolean(user.universityCard));
  const [universityCard, setUniversityCard] = useState<File | null>(null);
  const [preview, showPreview] = usePreview();

  function pick(file: File | null) {
    if (!file || !isImage(file)) return;
    setImage(file);
    showPreview(file);
  }

  const submit = form.onSubmit((values) => {
    const fields = { ...values, isUca, image, universityCard: isUca ? universityCard : null };
    update.mutate(fields, {
      onSuccess: () => {
        form.setFieldValue('password', '');
        setImage(null);
        setUniversityCard(null);
        showPreview(null);
      },
    });
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h3" mb="md">
        {t('account.detailsTitle')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <AvatarPicker user={user} preview={preview} chosen={image} onPick={pick} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('account.name')} {...form.getInputProps('name')} />
            <TextInput label={t('account.email')} type="email" {...form.getInputProps('email')} />
            <DateField label={t('account.birthDate')} {...form.getInputProps('dob')} />
            <TextInput label={t('account.dni')} {...form.getInputProps('dni')} />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
              label={t('account.passwordOptional')}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('account.ucaStudent')}
            description={t('account.ucaHint')}
            checked={isUca}
            onChange={(e) => setIsUca(e.currentTarget.checked)}
          />
          {isUca && (
            <FileInput
              label={t('account.universityCard')}
              description={user.universityCard ? t('account.cardSent') : undefined}
              placeholder={t('account.cardPlaceholder')}
              accept={IMAGE_TYPES}
              clearable
              value={universityCard}
              onChange={(file) => {
                if (!file || isImage(file)) setUniversityCard(file);
              }}
            />
          )}
          <Group justify="flex-end">
            <OnlineButton type="submit" loading={update.isPending}>
              {t('account.saveChanges')}
            </OnlineButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
