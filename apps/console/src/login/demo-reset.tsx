import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useLocale } from '@gdzyz/ui-shell'
import { useEffect, useId, useRef, useState } from 'react'

// Demo-only words live here, not in the app's messages: production builds never load them.
const TEXT = {
  'zh-CN': {
    demoReset: '重置演示数据',
    demoResetQuestion:
      '确定将演示数据恢复为初始状态吗？所有修改都会丢失，已登录的演示账号需要重新登录。',
    demoResetConfirm: '确定重置',
    demoResetCancel: '取消',
    demoResetDone: '演示数据已恢复为初始状态。',
  },
  'zh-TW': {
    demoReset: '重設示範資料',
    demoResetQuestion:
      '確定將示範資料恢復為初始狀態嗎？所有修改都會遺失，已登入的示範帳號需要重新登入。',
    demoResetConfirm: '確定重設',
    demoResetCancel: '取消',
    demoResetDone: '示範資料已恢復為初始狀態。',
  },
} as const

/**
 * Demo mode only: puts the demo backend's data back as seeded (every tab of this browser), after
 * a confirmation. The login page renders it only when the embedded mock backend runs.
 */
export function DemoReset({ reset }: { reset: () => Promise<void> }) {
  const text = TEXT[useLocale()]
  const [asking, setAsking] = useState(false)
  const [done, setDone] = useState(false)
  const questionId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (asking) cancelRef.current?.focus()
  }, [asking])

  return (
    <Box mt="6" pt="4" borderTopWidth="1px" borderColor="gray.200">
      {asking ? (
        <Box
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={questionId}
          borderWidth="1px"
          borderColor="orange.300"
          bg="orange.50"
          borderRadius="md"
          p="3"
        >
          <Text id={questionId} fontSize="sm" mb="3">
            {text.demoResetQuestion}
          </Text>
          <Flex gap="2" justify="flex-end">
            <Button ref={cancelRef} size="sm" variant="outline" onClick={() => setAsking(false)}>
              {text.demoResetCancel}
            </Button>
            <Button
              size="sm"
              colorPalette="red"
              onClick={async () => {
                await reset()
                setAsking(false)
                setDone(true)
              }}
            >
              {text.demoResetConfirm}
            </Button>
          </Flex>
        </Box>
      ) : (
        <Button
          size="sm"
          variant="outline"
          w="full"
          onClick={() => {
            setDone(false)
            setAsking(true)
          }}
        >
          {text.demoReset}
        </Button>
      )}
      <Text role="status" fontSize="sm" color="green.700" mt="2" minH="5">
        {done ? text.demoResetDone : ''}
      </Text>
    </Box>
  )
}
