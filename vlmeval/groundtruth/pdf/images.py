"""An embedded image's pixels: the raster a heatmap or a colour bar may be drawn as (colours are read from it)."""

from __future__ import annotations

from pdfminer.pdftypes import resolve1


def decode_image(image: dict):
    """An embedded image's pixels (RGB, PIL) for the common encodings (Flate RGB, gray, indexed; JPEG); None else."""
    from PIL import Image

    try:
        stream = image["stream"]
        width, height = (int(v) for v in image["srcsize"])
        space = stream.attrs.get("ColorSpace")
        filters = str(stream.attrs.get("Filter"))
        if "DCT" in filters:
            import io

            return Image.open(io.BytesIO(stream.get_rawdata())).convert("RGB")
        if int(stream.attrs.get("BitsPerComponent", 8)) != 8:
            return None
        data = stream.get_data()
        space = resolve1(space)
        if isinstance(space, list) and space and getattr(space[0], "name", "") == "ICCBased":
            channels = int(resolve1(space[1]).attrs.get("N", 3))  # an ICC profile: N=3 is RGB, N=1 gray
            space = type("Named", (), {"name": {1: "DeviceGray", 3: "DeviceRGB"}.get(channels, "")})()
        if isinstance(space, list) and space and getattr(space[0], "name", "") == "Indexed":
            lookup = resolve1(space[3])
            lookup = lookup.get_data() if hasattr(lookup, "get_data") else bytes(lookup)
            img = Image.frombytes("P", (width, height), data[: width * height])
            img.putpalette(lookup[: 3 * 256].ljust(768, b"\0"))
            return img.convert("RGB")
        name = getattr(space, "name", str(space))
        if name == "DeviceRGB":
            return Image.frombytes("RGB", (width, height), data[: 3 * width * height])
        if name == "DeviceGray":
            return Image.frombytes("L", (width, height), data[: width * height]).convert("RGB")
    except Exception:  # an encoding this reader does not decode: colours come from the rendered page instead
        return None
    return None
