import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react'
import {
  getMissionSignInCode,
  type MissionSignInCode,
  refreshMissionSignInCode,
} from '@gdzyz/api-client'
import { notifySuccess } from '@gdzyz/ui-shell'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useApi } from '../app/api-context'
import { fill } from '../lists/messages'
import { appConfig } from '../runtime-config/app-config'
import { useMissionText } from './messages'
import { useMissionId } from './mission-params'
import { BadMissionId, LoadFailed, MissionFrame, MissionLoading } from './page-parts'
import { qrFileName, signInLink } from './sign-in-link'

/** Pixels per QR module: about 300 px for a typical sign-in link, sharp when printed. */
const SCALE = 6

const signInKey = (missionId: string) => ['mission', 'signInCode', missionId] as const

/** Draws `link` on the canvas (the QR library loads with this page only). */
function useQrCanvas(link: string | null) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!link) return
    let live = true
    setFailed(false)
    import('./qr-image')
      .then(({ qrImage }) => {
        const target = canvas.current
        const context = target?.getContext('2d')
        if (!live || !target || !context) return
        const image = qrImage(link, SCALE)
        target.width = image.width
        target.height = image.height
        context.putImageData(new ImageData(image.data, image.width, image.height), 0, 0)
      })
      .catch(() => {
        if (live) setFailed(true)
      })
    return () => {
      live = false
    }
  }, [link])
  return { canvas, failed }
}

function downloadPng(canvas: HTMLCanvasElement, fileName: string) {
  canvas.toBlob((blob) => {
    if (!blob) return
    const url = URL.createObjectURL(blob)
    const anchor = document.createElement('a')
    anchor.href = url
    anchor.download = fileName
    anchor.click()
    URL.revokeObjectURL(url)
  }, 'image/png')
}

function SignInCode({ code }: { code: MissionSignInCode }) {
  const text = useMissionText()
  const client = useApi()
  const queryClient = useQueryClient()
  const link = signInLink(appConfig().h5Base, code.missionId, code.token)
  const { canvas, failed } = useQrCanvas(link)
  const refresh = useMutation({
    mutationFn: () => refreshMissionSignInCode(client, code.missionId),
    onSuccess: (fresh) => {
      queryClient.setQueryData(signInKey(code.missionId), fresh)
      notifySuccess(text.qr.refreshed)
    },
  })
  const label = fill(text.qr.image, { title: code.title })
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap="6"
      align={{ base: 'stretch', md: 'start' }}
    >
      <Box borderWidth="1px" borderRadius="md" p="2" alignSelf="center" bg="white">
        {failed || !link ? (
          <Text role="alert" color="red.600" p="4" maxW="16rem">
            {text.qr.drawFailed}
          </Text>
        ) : (
          <chakra.canvas
            ref={canvas}
            role="img"
            aria-label={label}
            data-link={link}
            width="256px"
            height="256px"
            display="block"
            w={{ base: '14rem', md: '16rem' }}
            h={{ base: '14rem', md: '16rem' }}
          />
        )}
      </Box>
      <Box flex="1" minW="0">
        <chakra.h2 fontSize="md" fontWeight="semibold" mb="2">
          {code.title}
        </chakra.h2>
        <Text fontSize="sm" color="fg.muted" mb="1">
          {text.qr.link}
        </Text>
        <Text fontSize="sm" wordBreak="break-all" mb="3" data-testid="sign-in-link">
          {link}
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="4">
          {fill(text.qr.refreshedAt, { time: code.refreshedAt })}
        </Text>
        <Flex gap="3" wrap="wrap" mb="2">
          <Button
            colorPalette="brand"
            loading={refresh.isPending}
            loadingText={text.qr.refreshing}
            onClick={() => refresh.mutate()}
          >
            {text.qr.refresh}
          </Button>
          <Button
            variant="outline"
            disabled={failed || !link}
            onClick={() => {
              if (canvas.current)
                downloadPng(canvas.current, qrFileName(code.title, text.qr.fileSuffix))
            }}
          >
            {text.qr.download}
          </Button>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {text.qr.refreshHint}
        </Text>
      </Box>
    </Flex>
  )
}

/** 刷新二维码 (mission_qrcode?id=): the QR code of the mission's H5 sign-in link. */
export function QrcodePage({ title }: { title: string }) {
  const client = useApi()
  const missionId = useMissionId()
  const query = useQuery({
    queryKey: signInKey(missionId ?? ''),
    queryFn: () => getMissionSignInCode(client, missionId ?? ''),
    enabled: missionId !== null,
    retry: false,
  })
  return (
    <MissionFrame title={title}>
      {missionId === null ? (
        <BadMissionId />
      ) : query.isPending ? (
        <MissionLoading />
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SignInCode code={query.data} />
      )}
    </MissionFrame>
  )
}
