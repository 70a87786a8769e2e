import type { PublicMember } from '@chairly/shared/members/contracts';
import { Avatar, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberParam } from '../utils/member-choice';
import classes from './booking.module.css';

type Props = {
  members: readonly PublicMember[];
  value: MemberParam;
  onChange: (value: MemberParam) => void;
};

type Option = { value: MemberParam; name: string; photo: string | null };

/** Her photo, else her initials in white on dark violet (readable: 4.5:1 and more). */
function MemberAvatar({ name, photo }: { name: string; photo: string | null }) {
  return <Avatar src={photo} alt="" radius="xl" size={36} name={name} variant="filled" color="violet.8" aria-hidden />;
}

/**
 * Issue #34, "with whom": Anyone available (first) and each member with her photo or initials. Native
 * radios in one group: one Tab stop, the arrow keys move and choose; each is named by its words alone
 * (the picture is decoration).
 */
export function MemberChoice({ members, value, onChange }: Props) {
  const { t } = useTranslation('booking');
  const id = useId();
  const options: Option[] = [
    { value: 'any', name: t('who.anyone'), photo: null },
    ...members.map((member) => ({ value: member.id, name: member.name, photo: member.photo })),
  ];
  return (
    <section aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" id={`${id}-title`} mb="sm">
        {t('who.title')}
      </Title>
      <SimpleGrid role="radiogroup" aria-labelledby={`${id}-title`} cols={{ base: 2, sm: 3 }} spacing="xs">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <Paper
              key={option.value}
              component="label"
              withBorder
              radius="md"
              p="xs"
              className={classes.memberCard}
              data-checked={checked}
            >
              <input
                type="radio"
                name={`${id}-member`}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className={classes.memberInput}
              />
              <span className={classes.memberBody}>
                {option.value === 'any' ? (
                  <Avatar.Group spacing="sm" aria-hidden>
                    {members.slice(0, 2).map((member) => (
                      <MemberAvatar key={member.id} name={member.name} photo={member.photo} />
                    ))}
                  </Avatar.Group>
                ) : (
                  <MemberAvatar name={option.name} photo={option.photo} />
                )}
                <Text size="sm" fw={500}>
                  {option.name}
                </Text>
              </span>
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
