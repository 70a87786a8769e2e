import { zodResolver } from '@hookform/resolvers/zod';
import { Button, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMembers } from '@/features/team';
import { readApiToken } from '@/lib/cookies';
import { useSession } from '@/lib/session';
import { decodeTokenClaims } from '@/lib/token-claims';
import { useOpenHours, useSaveOpenHours } from '../api/open-hours';
import {
  newOpenHourRow,
  nextFreeDay,
  openHoursFormSchema,
  type OpenHoursForm,
} from '../utils/open-hours-form';
import { saveToasts } from '../utils/save-toasts';
import { BookingRulesSection } from './booking-rules-section';
import { OpenHoursRow } from './open-hours-row';
import { PublicHolidaysSection } from './public-holidays-section';
import { SettingsForm } from './settings-form';
import { SpecialDaysSection } from './special-days-section';
import { ownMemberOf, weekChoices, weekTarget, type WeekTarget } from '../utils/week-members';

/**
 * Open hours: the weekly rows (all saved at once; a failure to fetch is silent, docs/product.md §8), then
 * special days, public holidays and her booking rules (issue 18), each saved on its own. Issue #34
 * stage 2 (D63): each member has her own week; owners and managers of a team choose whose (herself
 * first), staff see and change their own. A business with one member shows no choice.
 */
export function OpenHoursTab({ stylistId }: { stylistId: number }) {
  const { t } = useTranslation('settings');
  const { memberRole } = useSession();
  const team = useMembers();
  const members = team.data?.['hydra:member'] ?? [];
  const ownId = ownMemberOf(
    members,
    memberRole,
    decodeTokenClaims(readApiToken())?.memberId ?? null,
  );
  const choices = weekChoices(members, memberRole);
  const [chosen, setChosen] = useState<number | null>(null);
  const target = weekTarget(chosen, ownId, members, memberRole);
  const manages = memberRole === 'owner' || memberRole === 'manager';

  return (
    <Stack gap="lg">
      {choices.length > 0 && (
        <NativeSelect
          label={t('week.member')}
          description={t('week.memberHint')}
          data={choices.map((m) => ({
            value: String(m.id),
            label: m.id === ownId ? t('week.you', { name: m.name }) : m.name,
          }))}
          value={String(target.id ?? '')}
          onChange={(event) => setChosen(Number(event.currentTarget.value))}
          w={{ base: '100%', xs: 320 }}
        />
      )}
      {/* Keyed by member: each form starts from the chosen member's saved values. */}
      <MemberWeek
        key={target.member ?? 'own'}
        stylistId={stylistId}
        target={target}
        team={choices.length > 0}
        name={members.find((m) => m.id === target.id)?.name ?? ''}
        manages={manages}
      />
    </Stack>
  );
}

type WeekProps = {
  stylistId: number;
  target: WeekTarget;
  team: boolean;
  name: string;
  manages: boolean;
};

/** One member's week: her weekly rows, special days (the salon's or hers), the salon's holidays and her rules. */
function MemberWeek({ stylistId, target, team, name, manages }: WeekProps) {
  const { t } = useTranslation('settings');
  const openHours = useOpenHours(target.member);
  const save = useSaveOpenHours(target.member);
  // A team's owners and managers see the salon's days (every member's) or the chosen member's own;
  // staff their own (first) or the salon's, read only (asked for by name: without it they get theirs).
  const staff = useSession().memberRole === 'staff';
  const [scope, setScope] = useState<'salon' | 'member'>(staff ? 'member' : 'salon');
  const salonReadOnly = staff && scope === 'salon';
  const daysOf = team && scope === 'member' && target.id !== null ? target.id : salonReadOnly ? 'salon' : undefined;
  const values = useMemo<OpenHoursForm | undefined>(
    () =>
      openHours.data
        ? {
            rows: openHours.data.map(({ weekDay, startTime, endTime }) => ({
              weekDay,
              startTime,
              endTime,
            })),
          }
        : undefined,
    [openHours.data],
  );
  const form = useForm<OpenHoursForm>({
    resolver: zodResolver(openHoursFormSchema),
    values,
    defaultValues: { rows: [] },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });

  const onSubmit = form.handleSubmit((data) =>
    save.mutate(
      data.rows,
      saveToasts('settings:toast.dataUpdated', 'settings:toast.dataNotUpdated'),
    ),
  );

  return (
    <>
      <SettingsForm
        title={t('tabs.openHours')}
        description={t('openHours.description')}
        busy={openHours.isPending || save.isPending}
        saving={save.isPending}
        onSubmit={onSubmit}
        actions={
          <Button
            variant="light"
            onClick={() => rows.append(newOpenHourRow(nextFreeDay(form.getValues('rows'))))}
          >
            {t('openHours.add')}
          </Button>
        }
      >
        {rows.fields.length === 0 && <Text c="dimmed">{t('openHours.empty')}</Text>}
        {rows.fields.map((row, index) => (
          <OpenHoursRow
            key={row.id}
            index={index}
            control={form.control}
            errors={form.formState.errors}
            onDelete={() => rows.remove(index)}
          />
        ))}
      </SettingsForm>
      <SpecialDaysSection
        key={daysOf ?? 'default'}
        member={daysOf}
        readOnly={salonReadOnly}
        scope={
          (team || staff) && (
            <SegmentedControl
              aria-label={t('week.daysOf')}
              fullWidth
              maw={480}
              data={[
                { value: 'salon', label: t('week.salonDays') },
                { value: 'member', label: staff ? t('week.myDays') : t('week.memberDays', { name }) },
              ]}
              value={scope}
              onChange={(value) => setScope(value === 'member' ? 'member' : 'salon')}
            />
          )
        }
      />
      {manages && <PublicHolidaysSection />}
      <BookingRulesSection
        stylistId={stylistId}
        member={target.member}
        business={target.business}
      />
    </>
  );
}
