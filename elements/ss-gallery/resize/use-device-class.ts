import { useState } from 'react'
import { deviceClass, type DeviceClass } from './device-class.ts'

const screenDevice = () => deviceClass(screen.width, screen.height, matchMedia('(pointer: coarse)').matches)

/** The device by its screen, read once; undefined until `browserKnown` (a server render and its hydration). */
export function useDeviceClass(browserKnown: boolean): DeviceClass | undefined {
  const [device, setDevice] = useState(() => (browserKnown ? screenDevice() : undefined))
  if (browserKnown && device === undefined) {
    const now = screenDevice()
    setDevice(now)
    return now
  }
  return device
}
