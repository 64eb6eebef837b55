import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderShell } from '../test-utils/render'
import { ImageUpload } from './image-upload'

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })

describe('ImageUpload', () => {
  it('labels its file input with its own label', () => {
    renderShell(<ImageUpload label="活动图片" onChange={() => undefined} />)
    expect(screen.getByLabelText('活动图片')).toHaveAttribute('type', 'file')
  })

  it('takes a label from outside through its id, showing none of its own', () => {
    renderShell(
      <>
        <label htmlFor="summary-image">总结图片</label>
        <p id="summary-image-error">请上传图片</p>
        <ImageUpload
          id="summary-image"
          describedBy="summary-image-error"
          invalid
          onChange={() => undefined}
        />
      </>,
    )
    const input = screen.getByLabelText('总结图片')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('请上传图片')
    expect(screen.getAllByText('总结图片')).toHaveLength(1)
  })

  it('refuses a file that is not an image and hands over the compressed one', async () => {
    const onChange = vi.fn()
    const encode = vi.fn(async () => new Blob(['x'], { type: 'image/jpeg' }))
    renderShell(<ImageUpload label="活动图片" onChange={onChange} encode={encode} />)
    const input = screen.getByLabelText('活动图片')
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] },
    })
    expect(await screen.findByText('请选择图片文件')).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    URL.createObjectURL ??= () => 'blob:preview'
    URL.revokeObjectURL ??= () => undefined
    fireEvent.change(input, { target: { files: [png()] } })
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce())
    expect(onChange.mock.calls[0]?.[0]).toBeInstanceOf(File)
    expect(screen.queryByText('请选择图片文件')).toBeNull()
  })
})
