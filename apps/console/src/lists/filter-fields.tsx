import { Box, Button, chakra, Input, NativeSelect } from '@chakra-ui/react'
import { useLocale } from '@gdzyz/ui-shell'
import type { FormEvent, KeyboardEvent, ReactNode } from 'react'
import { GUANGDONG_CITIES } from './districts'
import { useListText } from './messages'

/** The label above a filter field. */
export const labelCss = { display: 'block', fontSize: 'sm', color: 'gray.700', mb: '1' } as const

/** A filter bar: a `search` landmark whose fields wrap on narrow screens. */
export function FilterForm(props: {
  label: string
  onSubmit: (event: FormEvent) => void
  mb: string
  children: ReactNode
}) {
  return (
    <chakra.form
      role="search"
      aria-label={props.label}
      onSubmit={props.onSubmit}
      display="flex"
      flexWrap="wrap"
      gap="3"
      alignItems="flex-start"
      mb={props.mb}
    >
      {props.children}
    </chakra.form>
  )
}

type Change = (event: { currentTarget: { value: string } }) => void

/** A label above a native select of `children` (its options). */
export function LabelledSelect(props: {
  id: string
  label: string
  value: string
  onChange: Change
  onKeyDown?: (event: KeyboardEvent) => void
  children: ReactNode
}) {
  return (
    <>
      <chakra.label htmlFor={props.id} css={labelCss}>
        {props.label}
      </chakra.label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={props.id}
          value={props.value}
          onChange={props.onChange}
          onKeyDown={props.onKeyDown}
        >
          {props.children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </>
  )
}

/** 所属地区: 全部 or one of Guangdong's 21 cities (by city code). */
export function DistrictField(props: {
  id: string
  value: string
  onChange: Change
  onKeyDown?: (event: KeyboardEvent) => void
}) {
  const text = useListText()
  const locale = useLocale()
  return (
    <Box flex="0 1 140px">
      <LabelledSelect {...props} label={text.district}>
        <option value="">{text.all}</option>
        {GUANGDONG_CITIES.map((city) => (
          <option key={city.code} value={city.code}>
            {city[locale]}
          </option>
        ))}
      </LabelledSelect>
    </Box>
  )
}

/**
 * A date typed yyyy-mm-dd whatever the browser's locale. While `invalid`, it is described by the
 * element `${id}-error` (the bar's message); `children` stand below the input.
 */
export function DateField(props: {
  id: string
  label: string
  value: string
  invalid: boolean
  onChange: Change
  children?: ReactNode
}) {
  const text = useListText()
  return (
    <Box flex="0 1 150px">
      <chakra.label htmlFor={props.id} css={labelCss}>
        {props.label}
      </chakra.label>
      <Input
        id={props.id}
        size="sm"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={text.datePlaceholder}
        value={props.value}
        onChange={props.onChange}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.invalid ? `${props.id}-error` : undefined}
      />
      {props.children}
    </Box>
  )
}

/** 查询 (submits the bar's form) and 重置. */
export function FilterButtons({ onReset }: { onReset: () => void }) {
  const text = useListText()
  return (
    <Box display="flex" gap="2" alignSelf="flex-end">
      <Button type="submit" size="sm">
        {text.search}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onReset}>
        {text.reset}
      </Button>
    </Box>
  )
}
