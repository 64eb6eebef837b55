import { Box, Button, chakra } from '@chakra-ui/react'

interface ProgressLineProps {
  label: string
  /** Unknown while the work is being prepared: the bar then has no value. */
  done: number | undefined
  total: number | undefined
  valueText: string
  cancel: string
  onCancel: () => void
}

/** A labelled progressbar with its text and 取消 (imports, exports). */
export function ProgressLine({
  label,
  done,
  total,
  valueText,
  cancel,
  onCancel,
}: ProgressLineProps) {
  const known = done !== undefined && total !== undefined
  const percent = known && total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0
  return (
    <Box display="flex" alignItems="center" gap="3" flexWrap="wrap">
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total ?? 0}
        aria-valuenow={known ? done : undefined}
        aria-valuetext={valueText}
        flex="1 1 160px"
        maxW="md"
        h="2"
        bg="gray.200"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" bg="brand.solid" width={`${percent}%`} transition="width 0.2s" />
      </Box>
      <chakra.span fontSize="sm" color="gray.700" aria-hidden="true">
        {valueText}
      </chakra.span>
      <Button size="xs" variant="outline" onClick={onCancel}>
        {cancel}
      </Button>
    </Box>
  )
}
