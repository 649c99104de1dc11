// Where files are dropped or picked for upload: an icon, what to do, and which files are welcome.
import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';

type FileDropzoneProps = {
  /** The file input's accessible name ("Choose attachments"). */
  pickLabel: string;
  text: string;
  hint: string;
  /** Smaller, for a part of a larger form. */
  isCompact?: boolean;
  /** No room for another file: the zone takes none. */
  isDisabled?: boolean;
  onDrop: (files: File[]) => void;
  /** Files the picker's filter refused. */
  onReject: () => void;
};

export function FileDropzone({
  pickLabel,
  text,
  hint,
  isCompact = false,
  isDisabled = false,
  onDrop,
  onReject,
}: FileDropzoneProps) {
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={onReject}
      inputProps={{ 'aria-label': pickLabel }}
      disabled={isDisabled}
      p={isCompact ? 'md' : 'lg'}
    >
      <Group justify="center" gap="md" style={{ pointerEvents: 'none' }}>
        <IconUpload size={isCompact ? 28 : 32} stroke={1.5} aria-hidden />
        <Stack gap={2}>
          <Text size={isCompact ? 'sm' : undefined}>{text}</Text>
          <Text size={isCompact ? 'xs' : 'sm'} c="dimmed">
            {hint}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
