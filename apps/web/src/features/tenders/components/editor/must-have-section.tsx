// Step 1, must-have conditions: the mandatory first one (fixed), the owner's own conditions
// committed on Enter, Tab or blur (shared commitMustHaveText; an emptied one disappears), and
// whether the supplier adds details to their answer.
import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Badge, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { canDeleteMustHave, commitMustHaveText, MUST_HAVE_COMMIT_KEYS } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { newRowKey, type DraftCondition } from '@/features/tenders/model/draft.ts';
import { useTenderEditor } from './editor-context.tsx';
import { SectionCard } from '@/components/section-card.tsx';

const isCommitKey = (key: string) => (MUST_HAVE_COMMIT_KEYS as readonly string[]).includes(key);

/** Runs `commit` on Enter (which would otherwise do nothing useful) and on Tab (which moves on). */
function commitKeyHandler(commit: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isCommitKey(event.key)) return;
    if (event.key === 'Enter') event.preventDefault();
    commit();
  };
}

function ConditionRow({ condition, index }: { condition: DraftCondition; index: number }) {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const [text, setText] = useState(condition.text);
  const [committedText, setCommittedText] = useState(condition.text);
  // The stored text changed (trimmed on commit, or reloaded): show it.
  if (committedText !== condition.text) {
    setCommittedText(condition.text);
    setText(condition.text);
  }
  const conditions = form.values.mustHaveConditions;
  const row = index + 1;

  const commit = () => {
    if (text === condition.text) return;
    // commitMustHaveText keeps the rows' other fields, the browser-only key among them.
    form.setFieldValue(
      'mustHaveConditions',
      commitMustHaveText(conditions, index, text) as DraftCondition[],
    );
  };

  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Stack gap={4} style={{ flex: 1 }}>
        <TextInput
          aria-label={t('tenders.mustHave.textOf', { row })}
          value={text}
          readOnly={isReadOnly}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={commitKeyHandler(commit)}
          onBlur={commit}
          error={form.errors[`mustHaveConditions.${index}.text`]}
        />
        <Checkbox
          size="xs"
          label={t('tenders.mustHave.hasAdditionalInfo')}
          checked={condition.hasAdditionalInfo}
          onChange={(event) =>
            form.setFieldValue(
              `mustHaveConditions.${index}.hasAdditionalInfo`,
              event.currentTarget.checked,
            )
          }
        />
      </Stack>
      {!isReadOnly && canDeleteMustHave(index, condition) ? (
        <ActionIcon
          variant="subtle"
          color="red"
          mt={4}
          aria-label={t('tenders.mustHave.remove', { row })}
          onClick={() => form.removeListItem('mustHaveConditions', index)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

function NewConditionInput() {
  const { t } = useTranslation();
  const { form } = useTenderEditor();
  const [text, setText] = useState('');

  const commit = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    form.insertListItem('mustHaveConditions', {
      id: null,
      key: newRowKey(),
      text: trimmed,
      hasAdditionalInfo: false,
      isMandatory: false,
    });
    setText('');
  };

  return (
    <TextInput
      label={t('tenders.mustHave.newLabel')}
      description={t('tenders.mustHave.newHint')}
      placeholder={t('tenders.mustHave.newPlaceholder')}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={commitKeyHandler(commit)}
      onBlur={commit}
    />
  );
}

export function MustHaveSection() {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const [mandatory, ...others] = form.values.mustHaveConditions;

  return (
    <SectionCard
      id="must-have"
      title={t('tenders.mustHave.title')}
      description={t('tenders.mustHave.description')}
    >
      {mandatory ? (
        <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
          <Stack gap={6}>
            <Group gap={6}>
              <IconLock size={16} aria-hidden />
              <Badge size="sm" variant="light" color="gray">
                {t('tenders.mustHave.mandatory')}
              </Badge>
            </Group>
            <Text size="sm">{mandatory.text}</Text>
          </Stack>
        </Paper>
      ) : null}
      {others.map((condition, position) => (
        <ConditionRow key={condition.key} condition={condition} index={position + 1} />
      ))}
      {isReadOnly ? null : <NewConditionInput />}
    </SectionCard>
  );
}
