import { Box, Button, chakra, Input, Text } from '@chakra-ui/react'
import type { CaptchaResult } from '@gdzyz/auth'
import { useLogin } from '@gdzyz/auth/react'
import { pageTitle, useLocale } from '@gdzyz/ui-shell'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { FormField, fieldAria } from '../components/form-field'
import type { CaptchaProvider } from './captcha'
import { DemoReset } from './demo-reset'
import { returnTarget } from './return-target'
import { SliderCaptcha } from './slider-captcha'

/** Demo mode: the embedded mock backend answers (development server without API_TARGET). */
const DEMO_MODE = import.meta.env.DEV && !import.meta.env.VITE_API_TARGET

const resetDemoData = async () => {
  const { resetDemoData: reset } = await import('@gdzyz/api-mocks/browser')
  reset()
}

interface LoginForm {
  userName: string
  password: string
}

/** Development login (SPEC: /login is used only in development). */
export function LoginPage({ Captcha = SliderCaptcha }: { Captcha?: CaptchaProvider }) {
  const { t } = useTranslation('app')
  const locale = useLocale()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { login, isPending, error } = useLogin()
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null)
  const [captchaMissing, setCaptchaMissing] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const form = useForm<LoginForm>({
    mode: 'onTouched',
    defaultValues: { userName: '', password: '' },
  })
  const { errors } = form.formState

  useEffect(() => {
    document.title = pageTitle(t('login.submit'), locale)
  }, [t, locale])

  const submit = form.handleSubmit(async (values) => {
    if (!captcha) {
      setCaptchaMissing(true)
      return
    }
    const result = await login({ ...values, captcha })
    if (result.success) {
      navigate(returnTarget(params.get('redirect')) ?? result.redirectTo ?? '/', { replace: true })
    } else {
      setCaptcha(null)
      setAttempt((n) => n + 1)
    }
  })

  return (
    <Box
      minH="100vh"
      bg="brand.solid"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="4"
    >
      <Box
        as="main"
        bg="white"
        borderRadius="lg"
        boxShadow="lg"
        p={{ base: '6', md: '10' }}
        w="full"
        maxW="md"
      >
        <chakra.h1 fontSize="2xl" fontWeight="bold" textAlign="center" mb="1">
          {t('login.title')}
        </chakra.h1>
        <Text textAlign="center" color="gray.600" mb="6">
          {t('login.subtitle')}
        </Text>
        <form noValidate onSubmit={submit}>
          <FormField id="userName" label={t('login.userName')} error={errors.userName?.message}>
            <Input
              autoComplete="username"
              {...fieldAria('userName', errors.userName?.message)}
              {...form.register('userName', {
                validate: (v) =>
                  v.trim() !== '' || t('login.required', { field: t('login.userName') }),
              })}
            />
          </FormField>
          <FormField id="password" label={t('login.password')} error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              {...fieldAria('password', errors.password?.message)}
              {...form.register('password', {
                required: t('login.required', { field: t('login.password') }),
              })}
            />
          </FormField>
          <Captcha
            resetKey={attempt}
            onSolved={(result) => {
              setCaptcha(result)
              setCaptchaMissing(false)
            }}
          />
          {captchaMissing ? (
            <Text role="alert" color="red.600" fontSize="sm" mb="3">
              {t('login.captchaRequired')}
            </Text>
          ) : null}
          {error ? (
            <Text role="alert" color="red.600" fontSize="sm" mb="3">
              {t('login.failed', { message: error.message })}
            </Text>
          ) : null}
          <Button type="submit" w="full" loading={isPending} loadingText={t('login.submitting')}>
            {t('login.submit')}
          </Button>
        </form>
        {DEMO_MODE ? <DemoReset reset={resetDemoData} /> : null}
      </Box>
    </Box>
  )
}
