// "Export": a menu of a tender's spreadsheet exports, each as Excel or CSV, downloaded through the
// token. Which exports a page offers is the page's choice (the server checks who may have which).
import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { ExportFormats, type TExportFormat } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { downloadTableExport, type TableExport } from '@/lib/tender-files.ts';

type TenderExportMenuProps = {
  tender: { id: string; name: string };
  exports: readonly TableExport[];
  /** The button's text; "Export" by default. */
  label?: string;
};

export function TenderExportMenu({ tender, exports, label }: TenderExportMenuProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const handleDownload = async (what: TableExport, format: TExportFormat) => {
    setPending(true);
    try {
      await downloadTableExport(tender, what, format);
    } catch (error) {
      notifyError(errorText(t, error));
    } finally {
      setPending(false);
    }
  };

  return (
    // No initial focus placeholder: Mantine's is a focusable div that is no menu item (axe
    // aria-required-children); opening the menu focuses its first item instead.
    <Menu position="bottom-end" shadow="md" width={240} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          loading={pending}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {label ?? t('exports.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {exports.map((what) =>
          ExportFormats.map((format) => (
            <Menu.Item
              key={`${what.kind}-${format}`}
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => void handleDownload(what, format)}
            >
              {t('exports.item', { what: t(`exports.kind.${what.kind}`), format: `.${format}` })}
            </Menu.Item>
          )),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
