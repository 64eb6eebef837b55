import { Box, Button, chakra } from '@chakra-ui/react'

interface ProgressLineProps {
  label: string
  done: number | undefined
  total: number
  valueText: string
  cancel: string
  onCancel: () => void
}

/** A labelled progressbar with its text and 取消. */
export function ProgressLine({
  label,
  done,
  total,
  valueText,
  cancel,
  onCancel,
}: ProgressLineProps) {
  const percent =
    done !== undefined && total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0
  return (
    <Box display="flex" alignItems="center" gap="3" flexWrap="wrap" my="3">
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
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
