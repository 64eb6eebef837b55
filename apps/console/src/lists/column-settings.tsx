import { Button, Menu, Portal } from '@chakra-ui/react'
import { Check, Columns3 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { FieldDescriptor } from './descriptor'
import { useListText } from './messages'

interface ColumnSettingsProps {
  columns: readonly FieldDescriptor[]
  visibility: Readonly<Record<string, boolean>>
  onChange: (field: string, visible: boolean) => void
  onReset: () => void
}

/** 列设置: show or hide each column, or go back to the page's default columns. */
export function ColumnSettings({ columns, visibility, onChange, onReset }: ColumnSettingsProps) {
  const text = useListText()
  const { t } = useTranslation('app')
  const visibleCount = columns.filter((column) => visibility[column.field] !== false).length
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <Columns3 aria-hidden="true" />
          {text.columns}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44" maxH="72" overflowY="auto">
            {columns.map((column) => {
              const visible = visibility[column.field] !== false
              return (
                <Menu.CheckboxItem
                  key={column.field}
                  value={column.field}
                  checked={visible}
                  // The last visible column stays: a table without columns helps nobody.
                  disabled={visible && visibleCount === 1}
                  onCheckedChange={(checked) => onChange(column.field, checked)}
                >
                  {t(`columns.${column.label}`)}
                  <Menu.ItemIndicator>
                    <Check size={14} aria-hidden="true" />
                  </Menu.ItemIndicator>
                </Menu.CheckboxItem>
              )
            })}
            <Menu.Separator />
            <Menu.Item value="reset" onClick={onReset}>
              {text.columnsReset}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
